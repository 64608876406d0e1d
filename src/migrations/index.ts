import * as migration_20261122_125743_initial from './20261122_125743_initial';
import * as migration_20261122_232627_admin_exports_and_lesson_uploads from './20261122_232627_admin_exports_and_lesson_uploads';
import * as migration_20261123_215731_security_and_maintenance from './20261123_215731_security_and_maintenance';
import * as migration_20261124_010028_featured_course from './20261124_010028_featured_course';
import * as migration_20261124_040952_lesson_player from './20261124_040952_lesson_player';
import * as migration_20261124_052116_certificates from './20261124_052116_certificates';
import * as migration_20261124_070908_mail from './20261124_070908_mail';
import * as migration_20261124_082957_requeue_stranded_mail from './20261124_082957_requeue_stranded_mail';
import * as migration_20261124_101929_object_storage_fields from './20261124_101929_object_storage_fields';
import * as migration_20261124_101937_enrolment_counters from './20261124_101937_enrolment_counters';
import * as migration_20261124_184703_course_covers from './20261124_184703_course_covers';
import * as migration_20261125_183918_audit_staff_changes from './20261125_183918_audit_staff_changes';
import * as migration_20261125_195120_staff_sign_in from './20261125_195120_staff_sign_in';
import * as migration_20261125_200755_staff_two_factor from './20261125_200755_staff_two_factor';
import * as migration_20261125_205057_plausible_completion from './20261125_205057_plausible_completion';
import * as migration_20261125_221006_waiting_list_confirmation from './20261125_221006_waiting_list_confirmation';
import * as migration_20261125_222849_contact_topics from './20261125_222849_contact_topics';
import * as migration_20261125_223905_course_interest from './20261125_223905_course_interest';
import * as migration_20261126_013611_access_requests from './20261126_013611_access_requests';
import * as migration_20261126_020029_personal_data from './20261126_020029_personal_data';
import * as migration_20261126_052659_account_mails_in_the_queue from './20261126_052659_account_mails_in_the_queue';
import * as migration_20261126_081821_workbook from './20261126_081821_workbook';
import * as migration_20261126_113537_calls from './20261126_113537_calls';
import * as migration_20261126_114416_mentoring from './20261126_114416_mentoring';
import * as migration_20261126_121812_call_attendance_and_recordings from './20261126_121812_call_attendance_and_recordings';
import * as migration_20261126_145540_business_profiles from './20261126_145540_business_profiles';
import * as migration_20261126_181641_impact_checks from './20261126_181641_impact_checks';
import * as migration_20261126_190258_teams from './20261126_190258_teams';
import * as migration_20261127_185836_staff_actions_audited from './20261127_185836_staff_actions_audited';
import * as migration_20261127_200039_sharing_off_by_default_and_mark_queue from './20261127_200039_sharing_off_by_default_and_mark_queue';
import * as migration_20261127_203832_recordings_belong_to_the_programme from './20261127_203832_recordings_belong_to_the_programme';
import * as migration_20261127_212616_team_courses from './20261127_212616_team_courses';
import * as migration_20261127_215850_programme_state from './20261127_215850_programme_state';
import * as migration_20261128_145635_learner_titles from './20261128_145635_learner_titles';
import * as migration_20261128_153447_sample_data from './20261128_153447_sample_data';
import * as migration_20261128_155856_mentor_day from './20261128_155856_mentor_day';
import * as migration_20261128_155857_mentor_day_validated from './20261128_155857_mentor_day_validated';
import * as migration_20261128_183734_impact_quotes from './20261128_183734_impact_quotes';
import * as migration_20261128_183735_impact_quotes_validated from './20261128_183735_impact_quotes_validated';
import * as migration_20261128_190851_sign_in_codes from './20261128_190851_sign_in_codes';
import * as migration_20261128_190852_sign_in_codes_validated from './20261128_190852_sign_in_codes_validated';
import * as migration_20261128_212524_phone_notifications from './20261128_212524_phone_notifications';
import * as migration_20261128_212525_phone_notifications_validated from './20261128_212525_phone_notifications_validated';
import * as migration_20261128_215133_signs_in_by_code from './20261128_215133_signs_in_by_code';
import * as migration_20261128_223312_text_messages from './20261128_223312_text_messages';
import * as migration_20261128_223313_text_messages_validated from './20261128_223313_text_messages_validated';
import * as migration_20261129_034320_confirmation_codes from './20261129_034320_confirmation_codes';

export const migrations = [
  {
    up: migration_20261122_125743_initial.up,
    down: migration_20261122_125743_initial.down,
    name: '20261122_125743_initial',
  },
  {
    up: migration_20261122_232627_admin_exports_and_lesson_uploads.up,
    down: migration_20261122_232627_admin_exports_and_lesson_uploads.down,
    name: '20261122_232627_admin_exports_and_lesson_uploads',
  },
  {
    up: migration_20261123_215731_security_and_maintenance.up,
    down: migration_20261123_215731_security_and_maintenance.down,
    name: '20261123_215731_security_and_maintenance',
  },
  {
    up: migration_20261124_010028_featured_course.up,
    down: migration_20261124_010028_featured_course.down,
    name: '20261124_010028_featured_course',
  },
  {
    up: migration_20261124_040952_lesson_player.up,
    down: migration_20261124_040952_lesson_player.down,
    name: '20261124_040952_lesson_player',
  },
  {
    up: migration_20261124_052116_certificates.up,
    down: migration_20261124_052116_certificates.down,
    name: '20261124_052116_certificates',
  },
  {
    up: migration_20261124_070908_mail.up,
    down: migration_20261124_070908_mail.down,
    name: '20261124_070908_mail',
  },
  {
    up: migration_20261124_082957_requeue_stranded_mail.up,
    down: migration_20261124_082957_requeue_stranded_mail.down,
    name: '20261124_082957_requeue_stranded_mail',
  },
  {
    up: migration_20261124_101929_object_storage_fields.up,
    down: migration_20261124_101929_object_storage_fields.down,
    name: '20261124_101929_object_storage_fields',
  },
  {
    up: migration_20261124_101937_enrolment_counters.up,
    down: migration_20261124_101937_enrolment_counters.down,
    name: '20261124_101937_enrolment_counters',
  },
  {
    up: migration_20261124_184703_course_covers.up,
    down: migration_20261124_184703_course_covers.down,
    name: '20261124_184703_course_covers',
  },
  {
    up: migration_20261125_183918_audit_staff_changes.up,
    down: migration_20261125_183918_audit_staff_changes.down,
    name: '20261125_183918_audit_staff_changes',
  },
  {
    up: migration_20261125_195120_staff_sign_in.up,
    down: migration_20261125_195120_staff_sign_in.down,
    name: '20261125_195120_staff_sign_in',
  },
  {
    up: migration_20261125_200755_staff_two_factor.up,
    down: migration_20261125_200755_staff_two_factor.down,
    name: '20261125_200755_staff_two_factor',
  },
  {
    up: migration_20261125_205057_plausible_completion.up,
    down: migration_20261125_205057_plausible_completion.down,
    name: '20261125_205057_plausible_completion',
  },
  {
    up: migration_20261125_221006_waiting_list_confirmation.up,
    down: migration_20261125_221006_waiting_list_confirmation.down,
    name: '20261125_221006_waiting_list_confirmation',
  },
  {
    up: migration_20261125_222849_contact_topics.up,
    down: migration_20261125_222849_contact_topics.down,
    name: '20261125_222849_contact_topics',
  },
  {
    up: migration_20261125_223905_course_interest.up,
    down: migration_20261125_223905_course_interest.down,
    name: '20261125_223905_course_interest',
  },
  {
    up: migration_20261126_013611_access_requests.up,
    down: migration_20261126_013611_access_requests.down,
    name: '20261126_013611_access_requests',
  },
  {
    up: migration_20261126_020029_personal_data.up,
    down: migration_20261126_020029_personal_data.down,
    name: '20261126_020029_personal_data',
  },
  {
    up: migration_20261126_052659_account_mails_in_the_queue.up,
    down: migration_20261126_052659_account_mails_in_the_queue.down,
    name: '20261126_052659_account_mails_in_the_queue',
  },
  {
    up: migration_20261126_081821_workbook.up,
    down: migration_20261126_081821_workbook.down,
    name: '20261126_081821_workbook',
  },
  {
    up: migration_20261126_113537_calls.up,
    down: migration_20261126_113537_calls.down,
    name: '20261126_113537_calls',
  },
  {
    up: migration_20261126_114416_mentoring.up,
    down: migration_20261126_114416_mentoring.down,
    name: '20261126_114416_mentoring',
  },
  {
    up: migration_20261126_121812_call_attendance_and_recordings.up,
    down: migration_20261126_121812_call_attendance_and_recordings.down,
    name: '20261126_121812_call_attendance_and_recordings',
  },
  {
    up: migration_20261126_145540_business_profiles.up,
    down: migration_20261126_145540_business_profiles.down,
    name: '20261126_145540_business_profiles',
  },
  {
    up: migration_20261126_181641_impact_checks.up,
    down: migration_20261126_181641_impact_checks.down,
    name: '20261126_181641_impact_checks',
  },
  {
    up: migration_20261126_190258_teams.up,
    down: migration_20261126_190258_teams.down,
    name: '20261126_190258_teams',
  },
  {
    up: migration_20261127_185836_staff_actions_audited.up,
    down: migration_20261127_185836_staff_actions_audited.down,
    name: '20261127_185836_staff_actions_audited',
  },
  {
    up: migration_20261127_200039_sharing_off_by_default_and_mark_queue.up,
    down: migration_20261127_200039_sharing_off_by_default_and_mark_queue.down,
    name: '20261127_200039_sharing_off_by_default_and_mark_queue',
  },
  {
    up: migration_20261127_203832_recordings_belong_to_the_programme.up,
    down: migration_20261127_203832_recordings_belong_to_the_programme.down,
    name: '20261127_203832_recordings_belong_to_the_programme',
  },
  {
    up: migration_20261127_212616_team_courses.up,
    down: migration_20261127_212616_team_courses.down,
    name: '20261127_212616_team_courses',
  },
  {
    up: migration_20261127_215850_programme_state.up,
    down: migration_20261127_215850_programme_state.down,
    name: '20261127_215850_programme_state',
  },
  {
    up: migration_20261128_145635_learner_titles.up,
    down: migration_20261128_145635_learner_titles.down,
    name: '20261128_145635_learner_titles',
  },
  {
    up: migration_20261128_153447_sample_data.up,
    down: migration_20261128_153447_sample_data.down,
    name: '20261128_153447_sample_data',
  },
  {
    up: migration_20261128_155856_mentor_day.up,
    down: migration_20261128_155856_mentor_day.down,
    name: '20261128_155856_mentor_day',
  },
  {
    up: migration_20261128_155857_mentor_day_validated.up,
    down: migration_20261128_155857_mentor_day_validated.down,
    name: '20261128_155857_mentor_day_validated',
  },
  {
    up: migration_20261128_183734_impact_quotes.up,
    down: migration_20261128_183734_impact_quotes.down,
    name: '20261128_183734_impact_quotes',
  },
  {
    up: migration_20261128_183735_impact_quotes_validated.up,
    down: migration_20261128_183735_impact_quotes_validated.down,
    name: '20261128_183735_impact_quotes_validated',
  },
  {
    up: migration_20261128_190851_sign_in_codes.up,
    down: migration_20261128_190851_sign_in_codes.down,
    name: '20261128_190851_sign_in_codes',
  },
  {
    up: migration_20261128_190852_sign_in_codes_validated.up,
    down: migration_20261128_190852_sign_in_codes_validated.down,
    name: '20261128_190852_sign_in_codes_validated',
  },
  {
    up: migration_20261128_212524_phone_notifications.up,
    down: migration_20261128_212524_phone_notifications.down,
    name: '20261128_212524_phone_notifications',
  },
  {
    up: migration_20261128_212525_phone_notifications_validated.up,
    down: migration_20261128_212525_phone_notifications_validated.down,
    name: '20261128_212525_phone_notifications_validated',
  },
  {
    up: migration_20261128_215133_signs_in_by_code.up,
    down: migration_20261128_215133_signs_in_by_code.down,
    name: '20261128_215133_signs_in_by_code',
  },
  {
    up: migration_20261128_223312_text_messages.up,
    down: migration_20261128_223312_text_messages.down,
    name: '20261128_223312_text_messages',
  },
  {
    up: migration_20261128_223313_text_messages_validated.up,
    down: migration_20261128_223313_text_messages_validated.down,
    name: '20261128_223313_text_messages_validated',
  },
  {
    up: migration_20261129_034320_confirmation_codes.up,
    down: migration_20261129_034320_confirmation_codes.down,
    name: '20261129_034320_confirmation_codes',
  },
];
