import { describe, expect, it } from 'vitest';
import { videoFileProblem } from './product-video-form';

const MB = 1024 * 1024;

describe('videoFileProblem', () => {
  it('takes MP4 and WebM files up to 25 MB, and files the browser gives no type (the server reads their bytes)', () => {
    expect(videoFileProblem({ name: 'qc.mp4', type: 'video/mp4', size: 25 * MB })).toBeNull();
    expect(videoFileProblem({ name: 'qc.webm', type: 'video/webm', size: 1 })).toBeNull();
    expect(videoFileProblem({ name: 'qc', type: '', size: 1 })).toBeNull();
  });

  it('names the file and the problem otherwise', () => {
    expect(videoFileProblem({ name: 'qc.mov', type: 'video/quicktime', size: 1 })).toBe('qc.mov: Choose an MP4 or WebM video');
    expect(videoFileProblem({ name: 'photo.jpg', type: 'image/jpeg', size: 1 })).toBe('photo.jpg: Choose an MP4 or WebM video');
    expect(videoFileProblem({ name: 'long.mp4', type: 'video/mp4', size: 25 * MB + 1 })).toBe('long.mp4: Video too large (max 25 MB)');
  });
});
