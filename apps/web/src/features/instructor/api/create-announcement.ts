import { useMutation } from '@tanstack/react-query';
import type { AnnouncementBody } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';

/** Sends to every enrolled student; nothing the instructor's own screens show changes. */
export function postAnnouncement(body: AnnouncementBody) {
  return api.call('POST /announcements/create/', { body });
}

export function useCreateAnnouncementMutation() {
  return useMutation({ mutationFn: postAnnouncement });
}
