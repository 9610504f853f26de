// Real video files for tests of the video upload: two seconds of 320x240 frames,
// recorded by Chromium's MediaRecorder (H.264 in MP4, VP9 in WebM).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const SAMPLE_VIDEO_FILES = {
  mp4: fileURLToPath(new URL('./fixtures/qc-clip.mp4', import.meta.url)),
  webm: fileURLToPath(new URL('./fixtures/qc-clip.webm', import.meta.url)),
} as const;

export function sampleVideo(kind: keyof typeof SAMPLE_VIDEO_FILES): Promise<Buffer> {
  return readFile(SAMPLE_VIDEO_FILES[kind]);
}
