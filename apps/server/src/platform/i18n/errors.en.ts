import { fixed, type ErrorCatalogue } from './catalogue.js';
import { waitText } from './wait.js';

/**
 * The English error texts. They are the texts the constructors wrote before (ADR 037), so an
 * English reader reads the same sentences; a missing key falls back to the constructor's text.
 */
export const errorsEn: ErrorCatalogue = {
  // Platform
  unauthenticated: fixed('Please sign in to continue'),
  csrf_failed: fixed('This request was refused. Reload the page and try again'),
  'csrf_failed.origin': fixed('This request came from another site and was refused'),
  'csrf_failed.token': fixed('Your session security token is missing or stale. Reload the page and try again'),
  // A 429 built elsewhere with its own sentence and no wait keeps that sentence.
  rate_limited: (p) =>
    p.after === undefined && p.seconds === undefined
      ? null
      : `Too many attempts. Please wait ${p.after ?? waitText('en', Number(p.seconds))} and try again`,
  'rate_limited.sign_in': (p) => `Too many attempts. Please wait ${waitText('en', Number(p.seconds))} and try again`,
  'rate_limited.verify': fixed('Too many verification requests from your network. Please wait a minute and try again.'),
  'rate_limited.feed': fixed('Too many calendar feed requests from your network. Please wait a minute and try again.'),
  'rate_limited.messages': fixed('You are sending messages too quickly. Wait a few seconds and try again.'),
  'rate_limited.heartbeats': fixed('Too many progress updates. Please wait a moment'),
  'rate_limited.answers': fixed('Too many answers at once. Please wait a moment'),
  'rate_limited.ics_import': (p) => `You can import ${p.max} files a minute. Please wait a minute and try again`,
  internal_error: fixed('Something went wrong on our side'),
  storage_full: fixed('The server has run out of storage, so this change was not saved. Try again later'),
  bad_request: (p) => String(p.detail ?? 'This request could not be read'),
  payload_too_large: (p) => String(p.detail ?? 'This request is too large'),
  unsupported_media_type: (p) => String(p.detail ?? 'This kind of content is not accepted here'),
  'unsupported_media_type.ics': fixed('Send the .ics file as text/calendar'),
  validation_failed: fixed('Check the values you entered'),
  'validation_failed.cursor': fixed('before: Invalid cursor'),
  not_found: fixed('Not found'),
  'not_found.route': (p) => `No route for ${p.method} ${p.path}`,

  // Account
  invalid_credentials: fixed('Invalid e-mail or password'),
  email_taken: fixed('An account with this e-mail already exists'),
  email_unverified: fixed('Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one'),
  invalid_token: fixed('This link is invalid or has expired. Please request a new one'),
  'invalid_token.reset': fixed('This reset link is invalid or has expired. Please request a new one'),
  'invalid_token.verification': fixed('This verification link is invalid or has expired. Please request a new one'),
  'invalid_token.sign_in': fixed('This sign-in link is invalid or has expired. Please request a new one'),
  'not_found.account': fixed('Account not found'),

  // Profile and skills
  profile_not_found: fixed('Profile not found'),
  skill_exists: fixed('This skill is already in your profile!'),
  photo_too_large: fixed('File size must be less than 5MB'),
  photo_invalid_type: fixed('Please select a valid image file (JPEG, PNG, GIF, or WebP)'),
  photo_unreadable: fixed('This image could not be read. Please choose another file'),
  own_skill: fixed('You cannot endorse your own skill'),
  not_connected: fixed('You are not connected with this member'),
  'not_connected.endorse': fixed('Only connections can endorse skills'),
  'not_found.skill': fixed('Skill not found'),
  'not_found.experience': fixed('Experience not found'),
  'not_found.education': fixed('Education not found'),
  'not_found.photo': fixed('Photo not found'),
  'not_found.member': fixed('Member not found'),
  'not_found.certificate': fixed('Certificate not found'),

  // Connections, messaging, notifications
  already_connected: (p) => `You are already connected with ${p.name}`,
  request_pending: (p) => `Your connection request to ${p.name} is waiting for an answer`,
  cannot_connect_to_self: fixed('You cannot send a connection request to yourself'),
  cannot_follow_self: fixed('You cannot follow yourself'),
  'not_found.person': fixed('This member does not exist'),
  'not_found.request': fixed('This connection request does not exist'),
  'not_found.connection': fixed('You are not connected with this member'),
  'not_found.notification': fixed('Notification not found'),
  'not_found.conversation': fixed('This conversation does not exist'),
  'not_found.message': fixed('This message does not exist'),
  'not_connected.message': fixed('User not found in connections'),
  not_author: fixed('Only the author can change this message'),
  message_deleted: fixed('This message was deleted'),

  // Learning
  course_not_found: fixed('Course not found'),
  lesson_not_found: fixed('Lesson not found'),
  not_enrolled: fixed('Enrollment Required: enroll in this course to access the content'),
  'not_enrolled.review': fixed('Enroll in this course to review it'),
  already_enrolled: fixed('You are already enrolled in this course'),
  attempt_not_found: fixed('Quiz attempt not found'),
  already_submitted: fixed('This quiz attempt has already been submitted'),
  not_a_quiz: fixed('This lesson has no quiz'),
  quiz_attempts_used: (p) => `You have used your ${p.attempts} attempts. Try again in ${p.wait}`,
  deadline_passed: fixed('Time is up: answers can no longer be changed'),
  conflict: fixed('The answer changed at the same time; please pick it again'),
  quiz_incomplete: fixed('Answer all questions to submit'),
  quiz_lesson: fixed('A quiz lesson is completed by passing its quiz'),
  not_watched: (p) => `Watch at least ${p.percent}% of the video to complete this lesson`,
  review_not_found: fixed('Review not found'),
  own_review: fixed('You cannot mark your own review as helpful'),
  'validation_failed.quiz_no_question': fixed('No such question'),
  'validation_failed.quiz_not_an_option': fixed('Not one of the options'),
  'validation_failed.quiz_one_answer_each': fixed('One answer per question'),

  // Calendar
  event_not_found: fixed('Event not found'),
  calendar_not_found: fixed('Calendar not found'),
  feed_not_found: fixed('Calendar feed not found'),
  default_calendar: fixed('The default calendars cannot be renamed, recoloured or deleted'),
  calendar_limit: (p) => `You can have at most ${p.max} calendars of your own`,
  calendar_color_contrast: (p) =>
    `Event text on this colour is hard to read (contrast ${p.ratio}:1, at least ${p.min}:1 is needed): choose a darker colour`,
  calendar_full: (p) =>
    `Your calendar holds ${p.holds} events and this file adds ${p.adds}: a calendar holds at most ${p.max}. Delete some events and try again`,
  invalid_ics: (p) => String(p.detail ?? 'This file is not a calendar file'),
  ics_too_many_events: (p) => `This file has ${p.count} events; one import takes at most ${p.max}. Split the file and try again`,
  'validation_failed.unknown_calendar': fixed('Unknown calendar'),
  'validation_failed.other_calendar': fixed('Choose another calendar'),
  'validation_failed.weekly_weekdays': fixed('Weekdays can only be chosen for a weekly repeat'),
  'validation_failed.until_before_start': fixed('The repeat must end on or after the start date'),
  'validation_failed.all_day_dates': fixed("An all-day event's start and end must be dates like 2026-11-24"),
  'validation_failed.timed_dates': fixed("A timed event's start and end must be dates with times like 2026-11-24T09:00:00Z"),
  'validation_failed.end_before_start': fixed('The end must be after the start'),
  'validation_failed.occurrence_needed': (p) => `Say which occurrence to change: occurrenceStart is needed for "${p.scope}"`,
  'validation_failed.occurrence_all_day': fixed('This series is all-day: give the date'),
  'validation_failed.occurrence_timed': fixed('This series is timed: give the instant'),
  'validation_failed.not_an_occurrence': fixed('That is not an occurrence of this series'),
  'validation_failed.occurrence_repeat': fixed('One occurrence cannot repeat: change "this and following" or "all" instead'),
  'validation_failed.occurrence_deleted': fixed('That occurrence was deleted'),
  'validation_failed.range_order': fixed('`to` must be after `from`'),
  'validation_failed.range_too_long': (p) => `A range can be at most ${p.days} days`,
};
