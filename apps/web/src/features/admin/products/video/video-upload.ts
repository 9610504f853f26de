// Sends a video file to POST /api/uploads/video as the request's body (no data URL:
// up to 25 MB), reporting how much has gone, with the admin's bearer token.
import { getApiBase } from '../../../../lib/api-base';
import { readAuthToken } from '../../../../lib/auth-token';

export const VIDEO_UPLOAD_FAILED = 'Failed to upload the video';

/** Resolves to the stored video's URL; rejects with the server's message (415, 413, …) or VIDEO_UPLOAD_FAILED. */
export function uploadVideoFile(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${getApiBase()}/uploads/video?fileName=${encodeURIComponent(file.name)}`);
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { url?: unknown; error?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's error page): the general message below.
      }
      if (request.status === 201 && typeof body.url === 'string') resolve(body.url);
      else reject(new Error(typeof body.error === 'string' ? body.error : VIDEO_UPLOAD_FAILED));
    };
    request.onerror = () => reject(new Error(VIDEO_UPLOAD_FAILED));
    request.send(file);
  });
}
