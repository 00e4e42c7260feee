import { adminEndpoints } from './admin';
import { aiEndpoints } from './ai';
import { announcementEndpoints } from './announcements';
import { assessmentResultEndpoints } from './assessment-results';
import { assessmentEndpoints } from './assessments';
import { authEndpoints } from './auth';
import { certificateEndpoints } from './certificates';
import { courseEndpoints } from './courses';
import { coursePdfEndpoints } from './course-pdf';
import { enrollmentEndpoints } from './enrollments';
import { forumEndpoints } from './forums';
import { healthEndpoints } from './health';
import { instructorEndpoints } from './instructor-endpoints';
import { lessonFileEndpoints } from './lesson-files';
import { messagingEndpoints } from './messaging';
import { notificationEndpoints } from './notifications';
import { paymentEndpoints } from './payments';
import { profileEndpoints } from './profile';
import { questionBankEndpoints } from './question-bank';
import { referenceEndpoints } from './reference';
import { settingsEndpoints } from './settings';
import { webhookEndpoints } from './webhooks';

/**
 * Every endpoint of the API, by method and path. The server registers each from here, the web client takes its
 * types from here (type-only, so no schema reaches the browser), and the OpenAPI document is generated from here.
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...settingsEndpoints,
  ...courseEndpoints,
  ...enrollmentEndpoints,
  ...instructorEndpoints,
  ...lessonFileEndpoints,
  ...coursePdfEndpoints,
  ...announcementEndpoints,
  ...assessmentEndpoints,
  ...assessmentResultEndpoints,
  ...questionBankEndpoints,
  ...notificationEndpoints,
  ...messagingEndpoints,
  ...forumEndpoints,
  ...aiEndpoints,
  ...paymentEndpoints,
  ...adminEndpoints,
  ...certificateEndpoints,
  ...webhookEndpoints,
  ...referenceEndpoints,
};

export type Endpoints = typeof endpoints;
