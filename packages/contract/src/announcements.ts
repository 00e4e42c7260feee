import { describeEndpoints } from './endpoint';
import { AnnouncementBody, AnnouncementResponse } from './instructor';

export const announcementEndpoints = describeEndpoints({
  'POST /announcements/create/': {
    summary: "Sends an announcement to every student enrolled in one of the instructor's courses.",
    tag: 'Announcements',
    auth: 'required',
    roles: ['instructor'],
    body: AnnouncementBody,
    status: 201,
    response: AnnouncementResponse,
    errors: ['forbidden', 'not_found'],
  },
});
