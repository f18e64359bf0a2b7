import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The messages src/data makes that a person can see, declared here so that they are extracted
// into the catalogs: src/data (shared with the server, which speaks English) uses no macros.
// Each id is the English text itself, so the screens look a message up by the text they were
// given (translateDataMessage). Keep each text exactly as src/data writes it.

/** Messages built from a field's label, and the labels: "{label} is required." with "Batch name". */
export const fieldMessageShapes: readonly MessageDescriptor[] = [
  msg({ id: '{label} is required.', message: '{label} is required.' }),
  msg({
    id: '{label} can be at most {max} characters.',
    message: '{label} can be at most {max} characters.',
  }),
  msg({
    id: '{label} contains a character that cannot be stored.',
    message: '{label} contains a character that cannot be stored.',
  }),
  msg({
    id: '{label} cannot contain a web address.',
    message: '{label} cannot contain a web address.',
  }),
  msg({
    id: '{label} is required for a bank transfer.',
    message: '{label} is required for a bank transfer.',
  }),
  msg({ id: '{label} must be a valid date.', message: '{label} must be a valid date.' }),
  msg({
    id: '{label} must be a whole number from {low} to {high}.',
    message: '{label} must be a whole number from {low} to {high}.',
  }),
  msg({
    id: '{label} must be at most {max} characters.',
    message: '{label} must be at most {max} characters.',
  }),
  msg({ id: '{label} must be exactly 10 digits.', message: '{label} must be exactly 10 digits.' }),
  msg({
    id: 'Minimum marks must be from 0 to {max}.',
    message: 'Minimum marks must be from 0 to {max}.',
  }),
];

export const fieldLabels: readonly MessageDescriptor[] = [
  msg({ id: 'Address', message: 'Address' }),
  msg({ id: 'An option’s number', message: 'An option’s number' }),
  msg({ id: 'Approved DLT text', message: 'Approved DLT text' }),
  msg({ id: 'Batch name', message: 'Batch name' }),
  msg({ id: 'By', message: 'By' }),
  msg({ id: 'Cancelled by', message: 'Cancelled by' }),
  msg({ id: 'Capacity', message: 'Capacity' }),
  msg({ id: 'City', message: 'City' }),
  msg({ id: 'Contact phone', message: 'Contact phone' }),
  msg({ id: 'Date', message: 'Date' }),
  msg({ id: 'Date of birth', message: 'Date of birth' }),
  msg({ id: 'Decided by', message: 'Decided by' }),
  msg({ id: 'Description', message: 'Description' }),
  msg({ id: 'Details', message: 'Details' }),
  msg({ id: 'Due date', message: 'Due date' }),
  msg({ id: 'Email', message: 'Email' }),
  msg({ id: 'End date', message: 'End date' }),
  msg({ id: 'Exam centre', message: 'Exam centre' }),
  msg({ id: 'Explanation', message: 'Explanation' }),
  msg({ id: 'File name', message: 'File name' }),
  msg({ id: 'From', message: 'From' }),
  msg({ id: 'Guardian name', message: 'Guardian name' }),
  msg({ id: 'Id', message: 'Id' }),
  msg({ id: 'Instructions', message: 'Instructions' }),
  msg({ id: 'Interest', message: 'Interest' }),
  msg({ id: 'Joined on', message: 'Joined on' }),
  msg({ id: 'Left on', message: 'Left on' }),
  msg({ id: 'Lost reason', message: 'Lost reason' }),
  msg({ id: 'Message', message: 'Message' }),
  msg({ id: 'Mobile number', message: 'Mobile number' }),
  msg({ id: 'Name', message: 'Name' }),
  msg({ id: 'Note', message: 'Note' }),
  msg({ id: 'Parent name', message: 'Parent name' }),
  msg({ id: 'Principal name', message: 'Principal name' }),
  msg({ id: 'Provider order', message: 'Provider order' }),
  msg({ id: 'Provider payment', message: 'Provider payment' }),
  msg({ id: 'Provider refund', message: 'Provider refund' }),
  msg({ id: 'Reason', message: 'Reason' }),
  msg({ id: 'Received by', message: 'Received by' }),
  msg({ id: 'Reference', message: 'Reference' }),
  msg({ id: 'Reward', message: 'Reward' }),
  msg({ id: 'Roll number', message: 'Roll number' }),
  msg({ id: 'Roll number prefix', message: 'Roll number prefix' }),
  msg({ id: 'Room', message: 'Room' }),
  msg({ id: 'Scholarship', message: 'Scholarship' }),
  msg({ id: 'School', message: 'School' }),
  msg({ id: 'School name', message: 'School name' }),
  msg({ id: 'Section name', message: 'Section name' }),
  msg({ id: 'Staff refund limit', message: 'Staff refund limit' }),
  msg({ id: 'Stage id', message: 'Stage id' }),
  msg({ id: 'Stage name', message: 'Stage name' }),
  msg({ id: 'Start date', message: 'Start date' }),
  msg({ id: 'State', message: 'State' }),
  msg({ id: 'Student name', message: 'Student name' }),
  msg({ id: 'Subject', message: 'Subject' }),
  msg({ id: 'The save’s number', message: 'The save’s number' }),
  msg({ id: 'The time on a question (ms)', message: 'The time on a question (ms)' }),
  msg({ id: 'The times full screen was left', message: 'The times full screen was left' }),
  msg({ id: 'The times the page lost focus', message: 'The times the page lost focus' }),
  msg({ id: 'Title', message: 'Title' }),
  msg({ id: 'To', message: 'To' }),
  msg({ id: 'Topic', message: 'Topic' }),
  msg({ id: 'WhatsApp number', message: 'WhatsApp number' }),
  msg({ id: 'Question', message: 'Question' }),
  msg({ id: 'Option', message: 'Option' }),
  msg({ id: 'Question (Hindi)', message: 'Question (Hindi)' }),
  msg({ id: 'Title (Hindi)', message: 'Title (Hindi)' }),
  msg({ id: 'Details (Hindi)', message: 'Details (Hindi)' }),
  msg({ id: 'Option (Hindi)', message: 'Option (Hindi)' }),
  msg({ id: 'Paying at the office', message: 'Paying at the office' }),
  msg({ id: 'UPI payee name', message: 'UPI payee name' }),
  msg({ id: 'Account name', message: 'Account name' }),
  msg({ id: 'Account number', message: 'Account number' }),
  msg({ id: 'IFSC', message: 'IFSC' }),
  msg({ id: 'Bank and branch', message: 'Bank and branch' }),
];

/**
 * The schemas' own messages (src/data/schemas, src/data/constants.ts), limits filled in: those of
 * the forms on public pages (contact, registration, sign-in); the rest are in admin-pages/.
 */
export const schemaMessages: readonly MessageDescriptor[] = [
  msg({
    id: 'A candidate marked Absent has no marks.',
    message: 'A candidate marked Absent has no marks.',
  }),
  msg({
    id: 'A registration through the form gives every detail.',
    message: 'A registration through the form gives every detail.',
  }),
  msg({
    id: 'A stage id is lowercase letters and digits.',
    message: 'A stage id is lowercase letters and digits.',
  }),
  msg({ id: 'Choose a class from 9 to 12.', message: 'Choose a class from 9 to 12.' }),
  msg({ id: 'Choose a gender.', message: 'Choose a gender.' }),
  msg({ id: 'Choose a stage.', message: 'Choose a stage.' }),
  msg({ id: 'Choose a stream.', message: 'Choose a stream.' }),
  msg({ id: 'Choose at least one working day.', message: 'Choose at least one working day.' }),
  msg({ id: 'Choose how they reached us.', message: 'Choose how they reached us.' }),
  msg({ id: 'Choose what happened.', message: 'Choose what happened.' }),
  msg({ id: 'Choose why the enquiry was lost.', message: 'Choose why the enquiry was lost.' }),
  msg({
    id: 'Closing time must be after opening time.',
    message: 'Closing time must be after opening time.',
  }),
  msg({ id: 'Email is required.', message: 'Email is required.' }),
  msg({ id: 'Enter a valid email address.', message: 'Enter a valid email address.' }),
  msg({
    id: 'Enter the 6-digit code we sent you.',
    message: 'Enter the 6-digit code we sent you.',
  }),
  msg({ id: 'Enter the date of birth.', message: 'Enter the date of birth.' }),
  msg({ id: 'Enter your password.', message: 'Enter your password.' }),
  msg({ id: 'Give a mobile number or an e-mail.', message: 'Give a mobile number or an e-mail.' }),
  msg({
    id: 'If this mobile number is on a student record, we have sent it a 6-digit code. It works for 10 minutes.',
    message:
      'If this mobile number is on a student record, we have sent it a 6-digit code. It works for 10 minutes.',
  }),
  msg({ id: 'Keep at least one reason.', message: 'Keep at least one reason.' }),
  msg({
    id: 'Keep one stage of each of the kinds Open, Won and Lost.',
    message: 'Keep one stage of each of the kinds Open, Won and Lost.',
  }),
  msg({ id: 'Message is required.', message: 'Message is required.' }),
  msg({ id: 'Must be a date and time.', message: 'Must be a date and time.' }),
  msg({
    id: 'Only a student of 18 or over can keep their attendance and results from their parents.',
    message:
      'Only a student of 18 or over can keep their attendance and results from their parents.',
  }),
  msg({ id: 'Password is required.', message: 'Password is required.' }),
  msg({ id: 'Pin code is required.', message: 'Pin code is required.' }),
  msg({ id: 'Pin code must be exactly 6 digits.', message: 'Pin code must be exactly 6 digits.' }),
  msg({ id: 'Roll number is required.', message: 'Roll number is required.' }),
  msg({ id: 'Stage name is required.', message: 'Stage name is required.' }),
  msg({ id: 'Subject is required.', message: 'Subject is required.' }),
  msg({
    id: 'The mobile number or password is not correct. You can sign in with a code instead.',
    message: 'The mobile number or password is not correct. You can sign in with a code instead.',
  }),
  msg({
    id: 'The next follow-up must be later than now.',
    message: 'The next follow-up must be later than now.',
  }),
  msg({
    id: 'The two passwords differ. Type the same password twice.',
    message: 'The two passwords differ. Type the same password twice.',
  }),
  msg({
    id: 'This code is not correct or has expired. Ask for a new code.',
    message: 'This code is not correct or has expired. Ask for a new code.',
  }),
  msg({
    id: 'This mobile number is already linked to the student.',
    message: 'This mobile number is already linked to the student.',
  }),
  msg({
    id: 'This student is not linked to your mobile number.',
    message: 'This student is not linked to your mobile number.',
  }),
  msg({
    id: 'Too many codes asked for. Wait 15 minutes and try again.',
    message: 'Too many codes asked for. Wait 15 minutes and try again.',
  }),
  msg({
    id: 'Two stages cannot have the same id.',
    message: 'Two stages cannot have the same id.',
  }),
  msg({ id: 'Use a time like 09:00.', message: 'Use a time like 09:00.' }),
  msg({
    id: 'Use at least 10 characters for the password.',
    message: 'Use at least 10 characters for the password.',
  }),
  msg({
    id: 'Use at most 200 characters for the password.',
    message: 'Use at most 200 characters for the password.',
  }),
  msg({
    id: 'Your child has chosen not to share their attendance and results. Their fees are still shown here.',
    message:
      'Your child has chosen not to share their attendance and results. Their fees are still shown here.',
  }),
];

/** Refusals any page may show: signing in, the server's and the browser's storage's. */
export const requestMessages: readonly MessageDescriptor[] = [
  msg({
    id: 'You are offline, and this has not been opened on this device before. Please try again when you are back online.',
    message:
      'You are offline, and this has not been opened on this device before. Please try again when you are back online.',
  }),
  msg({
    id: 'Something went wrong. Please try again.',
    message: 'Something went wrong. Please try again.',
  }),
  msg({
    id: 'Signing in failed. Please try again.',
    message: 'Signing in failed. Please try again.',
  }),
  msg({ id: 'Signing in failed.', message: 'Signing in failed.' }),
  msg({ id: 'The code could not be sent.', message: 'The code could not be sent.' }),
  msg({ id: 'Setting the password failed.', message: 'Setting the password failed.' }),
  msg({
    id: 'The reset link could not be requested.',
    message: 'The reset link could not be requested.',
  }),
  msg({
    id: 'The set-up code could not be issued.',
    message: 'The set-up code could not be issued.',
  }),
  msg({ id: 'Sign in to continue.', message: 'Sign in to continue.' }),
  msg({ id: 'Your account cannot do this.', message: 'Your account cannot do this.' }),
  msg({
    id: 'The server answered {status}. Please try again.',
    message: 'The server answered {status}. Please try again.',
  }),
  msg({
    id: 'This browser is not allowing the site to store data, so the change was not saved. Check that site storage is enabled and try again.',
    message:
      'This browser is not allowing the site to store data, so the change was not saved. Check that site storage is enabled and try again.',
  }),
  msg({ id: 'No {entity} found with id {id}.', message: 'No {entity} found with id {id}.' }),
  msg({
    id: 'This staff account is no longer active. Ask the owner of the institute.',
    message: 'This staff account is no longer active. Ask the owner of the institute.',
  }),
  msg({ id: 'Choose a PDF file.', message: 'Choose a PDF file.' }),
  msg({
    id: 'No {role} found with this email. Please try again.',
    message: 'No {role} found with this email. Please try again.',
  }),
  msg({
    id: "The browser's storage for this site is full, so the change was not saved. Export a backup first (Admin → Backup & Restore), then free space by deleting old materials or records; for more data than one browser holds, run the portal in server mode (see the README).",
    message:
      "The browser's storage for this site is full, so the change was not saved. Export a backup first (Admin → Backup & Restore), then free space by deleting old materials or records; for more data than one browser holds, run the portal in server mode (see the README).",
  }),
  // The server's own (server/), which reach the page as the request's error.
  msg({
    id: 'Another record already has these details. Reload the page and try again.',
    message: 'Another record already has these details. Reload the page and try again.',
  }),
  msg({
    id: 'If an account signs in with this e-mail, we have sent it a link to set a new password. The link works for one hour.',
    message:
      'If an account signs in with this e-mail, we have sent it a link to set a new password. The link works for one hour.',
  }),
  msg({
    id: 'Requests from another site are refused.',
    message: 'Requests from another site are refused.',
  }),
  msg({
    id: 'Something went wrong on the server.',
    message: 'Something went wrong on the server.',
  }),
  msg({
    id: 'The e-mail or password is not correct. If you have not set a password yet, use the set-up code from the institute on the Set your password page.',
    message:
      'The e-mail or password is not correct. If you have not set a password yet, use the set-up code from the institute on the Set your password page.',
  }),
  msg({ id: 'The form could not be read.', message: 'The form could not be read.' }),
  msg({ id: 'The request could not be read.', message: 'The request could not be read.' }),
  msg({ id: 'The request is larger than {size}.', message: 'The request is larger than {size}.' }),
  msg({
    id: 'The server is stopping. Try again in a moment.',
    message: 'The server is stopping. Try again in a moment.',
  }),
  msg({ id: 'The database does not answer.', message: 'The database does not answer.' }),
  msg({
    id: 'This link is not valid or has expired. Ask for a new one on the Forgot password page.',
    message:
      'This link is not valid or has expired. Ask for a new one on the Forgot password page.',
  }),
  msg({
    id: 'This set-up code is not valid or has expired. Ask the institute for a new one.',
    message: 'This set-up code is not valid or has expired. Ask the institute for a new one.',
  }),
  msg({
    id: 'Too many requests for a reset link. Wait 15 minutes and try again.',
    message: 'Too many requests for a reset link. Wait 15 minutes and try again.',
  }),
  msg({
    id: 'Too many sign-in attempts. Wait 15 minutes and try again.',
    message: 'Too many sign-in attempts. Wait 15 minutes and try again.',
  }),
];
