/**
 * A lesson created to receive a video opens its edit page on the upload: the create form says it will. The wish
 * travels in the navigation's state, so the address stays the lesson's own.
 */
export const UPLOAD_VIDEO_STATE = { uploadVideo: true } as const;

export function wantsUpload(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'uploadVideo' in state && state.uploadVideo === true;
}
