import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The rules' and operations' refusals (src/data/rules, operations, definitions), declared like
// ../messages.ts. Only a signed-in person meets them, so they live in this folder, which
// lingui.config.ts puts in the `portal` catalog (every signed-in area loads it), keeping them
// out of the public pages' download.
export const ruleMessages: readonly MessageDescriptor[] = [
  msg({
    id: 'A GSTIN registered in {state} starts with {code}: check the GSTIN or the state.',
    message: 'A GSTIN registered in {state} starts with {code}: check the GSTIN or the state.',
  }),
  msg({
    id: 'A cancelled receipt cannot be refunded.',
    message: 'A cancelled receipt cannot be refunded.',
  }),
  msg({
    id: 'A candidate already has {highest} marks, more than {max}. Keep the maximum marks at {highest} or more, or correct those marks first.',
    message:
      'A candidate already has {highest} marks, more than {max}. Keep the maximum marks at {highest} or more, or correct those marks first.',
  }),
  msg({
    id: 'A class that has been held cannot be changed.',
    message: 'A class that has been held cannot be changed.',
  }),
  msg({
    id: 'A concession must be from 0 to 100%, not {percent}.',
    message: 'A concession must be from 0 to 100%, not {percent}.',
  }),
  msg({
    id: 'A live calendar link needs the portal running on a server. Download the calendar instead.',
    message:
      'A live calendar link needs the portal running on a server. Download the calendar instead.',
  }),
  msg({
    id: 'A numerical question has no options.',
    message: 'A numerical question has no options.',
  }),
  msg({
    id: 'A percentile needs at least one candidate.',
    message: 'A percentile needs at least one candidate.',
  }),
  msg({
    id: 'A published test’s window can only be made longer: choose a closing time after the current one.',
    message:
      'A published test’s window can only be made longer: choose a closing time after the current one.',
  }),
  msg({ id: 'A question is in the test twice.', message: 'A question is in the test twice.' }),
  msg({
    id: 'A question of this section is not in the bank.',
    message: 'A question of this section is not in the bank.',
  }),
  msg({
    id: 'A saved stage stays, with its kind: enquiries may be at it. Rename it instead.',
    message: 'A saved stage stays, with its kind: enquiries may be at it. Rename it instead.',
  }),
  msg({
    id: 'A school with this name is already registered.',
    message: 'A school with this name is already registered.',
  }),
  msg({
    id: 'A student marked is not in this batch.',
    message: 'A student marked is not in this batch.',
  }),
  msg({
    id: 'Add at least one question before publishing the test.',
    message: 'Add at least one question before publishing the test.',
  }),
  msg({
    id: 'An SMS can be at most {max} characters.',
    message: 'An SMS can be at most {max} characters.',
  }),
  msg({
    id: 'An STSE roll number needs a prefix.',
    message: 'An STSE roll number needs a prefix.',
  }),
  msg({
    id: 'An import takes at most {max} questions; this file has {count}.',
    message: 'An import takes at most {max} questions; this file has {count}.',
  }),
  msg({
    id: 'An opening balance has no receipt to cancel.',
    message: 'An opening balance has no receipt to cancel.',
  }),
  msg({
    id: 'An owner works in every branch. Leave every branch unticked.',
    message: 'An owner works in every branch. Leave every branch unticked.',
  }),
  msg({ id: 'Another branch has this code.', message: 'Another branch has this code.' }),
  msg({
    id: 'Another staff member already signs in with this e-mail. Give a different one.',
    message: 'Another staff member already signs in with this e-mail. Give a different one.',
  }),
  msg({
    id: 'Attendance has not been taken for this class yet.',
    message: 'Attendance has not been taken for this class yet.',
  }),
  msg({
    id: 'Attendance is taken on the day of the class.',
    message: 'Attendance is taken on the day of the class.',
  }),
  msg({
    id: 'Candidates can be sorted by marks once the STSE results are published.',
    message: 'Candidates can be sorted by marks once the STSE results are published.',
  }),
  msg({
    id: 'Capacity cannot be less than the {enrolled} students enrolled.',
    message: 'Capacity cannot be less than the {enrolled} students enrolled.',
  }),
  msg({
    id: 'Challenges must close in the future.',
    message: 'Challenges must close in the future.',
  }),
  msg({ id: 'Choose a class.', message: 'Choose a class.' }),
  msg({
    id: 'Choose a counsellor of the enquiry’s branch.',
    message: 'Choose a counsellor of the enquiry’s branch.',
  }),
  msg({ id: 'Choose a date from {from} to {to}.', message: 'Choose a date from {from} to {to}.' }),
  msg({
    id: 'Choose a financial year like 2026-27.',
    message: 'Choose a financial year like 2026-27.',
  }),
  msg({ id: 'Choose a month.', message: 'Choose a month.' }),
  msg({ id: 'Choose a real date.', message: 'Choose a real date.' }),
  msg({ id: 'Choose a stage from the list.', message: 'Choose a stage from the list.' }),
  msg({ id: 'Choose an active branch.', message: 'Choose an active branch.' }),
  msg({ id: 'Choose an exam centre.', message: 'Choose an exam centre.' }),
  msg({ id: 'Choose another batch.', message: 'Choose another batch.' }),
  msg({ id: 'Choose another enquiry to merge.', message: 'Choose another enquiry to merge.' }),
  msg({ id: 'Choose at least one right option.', message: 'Choose at least one right option.' }),
  msg({ id: 'Choose at most {max} days.', message: 'Choose at most {max} days.' }),
  msg({ id: 'Choose one of your branches.', message: 'Choose one of your branches.' }),
  msg({ id: 'Choose the one right option.', message: 'Choose the one right option.' }),
  msg({
    id: 'Choose the right options from the list.',
    message: 'Choose the right options from the list.',
  }),
  msg({
    id: 'Choose the right options from the question’s options.',
    message: 'Choose the right options from the question’s options.',
  }),
  msg({
    id: 'Credit note {number} records money given back: it cannot be cancelled.',
    message: 'Credit note {number} records money given back: it cannot be cancelled.',
  }),
  msg({ id: 'Each subject is listed once.', message: 'Each subject is listed once.' }),
  msg({ id: 'Enter an amount more than ₹0.', message: 'Enter an amount more than ₹0.' }),
  msg({ id: 'Enter marks from {min} to {max}.', message: 'Enter marks from {min} to {max}.' }),
  msg({
    id: 'Enter the 15-character GSTIN, e.g. 08ABCDE1234F1Z0: the 2-digit state code, the PAN (5 letters, 4 digits, a letter), a digit or letter, Z, and the check character.',
    message:
      'Enter the 15-character GSTIN, e.g. 08ABCDE1234F1Z0: the 2-digit state code, the PAN (5 letters, 4 digits, a letter), a digit or letter, Z, and the check character.',
  }),
  msg({ id: 'Enter the reason.', message: 'Enter the reason.' }),
  msg({ id: 'Enter the set-up code.', message: 'Enter the set-up code.' }),
  msg({ id: 'Enter when challenges close.', message: 'Enter when challenges close.' }),
  msg({ id: 'Give {min} to {max} options.', message: 'Give {min} to {max} options.' }),
  msg({
    id: 'Marks must be a number from {min} to {max}.',
    message: 'Marks must be a number from {min} to {max}.',
  }),
  msg({
    id: 'No class is left to hold: the batch has ended.',
    message: 'No class is left to hold: the batch has ended.',
  }),
  msg({
    id: 'Not set up on this portal: these will be marked Not sent.',
    message: 'Not set up on this portal: these will be marked Not sent.',
  }),
  msg({
    id: 'Only PDF files can be uploaded. Choose a file ending in .pdf.',
    message: 'Only PDF files can be uploaded. Choose a file ending in .pdf.',
  }),
  msg({
    id: 'Only a UPI payment is confirmed or rejected by the office.',
    message: 'Only a UPI payment is confirmed or rejected by the office.',
  }),
  msg({
    id: 'Only a payment taken online can be refunded. To undo this payment, cancel its receipt instead.',
    message:
      'Only a payment taken online can be refunded. To undo this payment, cancel its receipt instead.',
  }),
  msg({
    id: 'Only an enrolled student can move to another batch.',
    message: 'Only an enrolled student can move to another batch.',
  }),
  msg({
    id: 'Only the office marks a student on leave.',
    message: 'Only the office marks a student on leave.',
  }),
  msg({
    id: 'Pay at least ₹{minimum}, or the full ₹{remaining} that remains: the institute takes no smaller part payments.',
    message:
      'Pay at least ₹{minimum}, or the full ₹{remaining} that remains: the institute takes no smaller part payments.',
  }),
  msg({
    id: 'Pay the full ₹{remaining}: the institute does not take part payments online.',
    message: 'Pay the full ₹{remaining}: the institute does not take part payments online.',
  }),
  msg({
    id: 'Promote the first student on the waiting list.',
    message: 'Promote the first student on the waiting list.',
  }),
  msg({ id: 'Publish the test first.', message: 'Publish the test first.' }),
  msg({
    id: 'Receipt {number} is already cancelled.',
    message: 'Receipt {number} is already cancelled.',
  }),
  msg({ id: 'Say who received the payment.', message: 'Say who received the payment.' }),
  msg({ id: 'Take it out of the test first.', message: 'Take it out of the test first.' }),
  msg({
    id: 'Take out questions, lower the marks, or raise the maximum in Settings.',
    message: 'Take out questions, lower the marks, or raise the maximum in Settings.',
  }),
  msg({ id: 'That day is a holiday: {holiday}.', message: 'That day is a holiday: {holiday}.' }),
  msg({
    id: 'The answer key of this test is not published yet.',
    message: 'The answer key of this test is not published yet.',
  }),
  msg({
    id: 'The batch has classes on every day of the week: leave one day off.',
    message: 'The batch has classes on every day of the week: leave one day off.',
  }),
  msg({
    id: 'The browser-only demo has no payment provider: its Pay Now uses the simulated one. Online payment through Razorpay needs the server.',
    message:
      'The browser-only demo has no payment provider: its Pay Now uses the simulated one. Online payment through Razorpay needs the server.',
  }),
  msg({
    id: 'The browser-only demo sends no messages.',
    message: 'The browser-only demo sends no messages.',
  }),
  msg({
    id: 'The chosen file is empty. Choose another PDF.',
    message: 'The chosen file is empty. Choose another PDF.',
  }),
  msg({
    id: 'The day of this class is over: ask the office to change its attendance.',
    message: 'The day of this class is over: ask the office to change its attendance.',
  }),
  msg({ id: 'The file has no questions.', message: 'The file has no questions.' }),
  msg({
    id: 'The file is larger than {limit} MB. Choose a PDF of up to {limit} MB.',
    message: 'The file is larger than {limit} MB. Choose a PDF of up to {limit} MB.',
  }),
  msg({
    id: 'The final key is already published.',
    message: 'The final key is already published.',
  }),
  msg({
    id: 'The first branch cannot be deactivated.',
    message: 'The first branch cannot be deactivated.',
  }),
  msg({
    id: 'The image is not the type it says it is.',
    message: 'The image is not the type it says it is.',
  }),
  msg({
    id: 'The image must be a PNG, JPEG or WebP picture.',
    message: 'The image must be a PNG, JPEG or WebP picture.',
  }),
  msg({
    id: 'The institute does not take UPI payments here: see How to Pay for the other ways to pay.',
    message:
      'The institute does not take UPI payments here: see How to Pay for the other ways to pay.',
  }),
  msg({
    id: 'The institute needs at least one active owner.',
    message: 'The institute needs at least one active owner.',
  }),
  msg({
    id: 'The key can be published once the window to start has closed.',
    message: 'The key can be published once the window to start has closed.',
  }),
  msg({ id: 'The material details are missing.', message: 'The material details are missing.' }),
  msg({
    id: 'The number of installments must be from {min} to {max}, not {count}.',
    message: 'The number of installments must be from {min} to {max}, not {count}.',
  }),
  msg({
    id: 'The page must be a whole number from 1 to 1,000,000.',
    message: 'The page must be a whole number from 1 to 1,000,000.',
  }),
  msg({
    id: 'The student has already left this batch.',
    message: 'The student has already left this batch.',
  }),
  msg({
    id: 'The student is already in this batch.',
    message: 'The student is already in this batch.',
  }),
  msg({
    id: 'The student is not on the waiting list.',
    message: 'The student is not on the waiting list.',
  }),
  msg({
    id: 'The time for this test is over. Answers can no longer be saved.',
    message: 'The time for this test is over. Answers can no longer be saved.',
  }),
  msg({
    id: 'The time to challenge the answer key is over.',
    message: 'The time to challenge the answer key is over.',
  }),
  msg({
    id: 'The time to start this test is over.',
    message: 'The time to start this test is over.',
  }),
  msg({
    id: 'The window must close after it opens.',
    message: 'The window must close after it opens.',
  }),
  msg({
    id: 'The window to start has already closed.',
    message: 'The window to start has already closed.',
  }),
  msg({
    id: 'The window to start has not opened yet.',
    message: 'The window to start has not opened yet.',
  }),
  msg({
    id: 'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
    message: 'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
  }),
  msg({
    id: 'This SMS template has no DLT template id: add it in Messages → Templates.',
    message: 'This SMS template has no DLT template id: add it in Messages → Templates.',
  }),
  msg({
    id: 'This SMS template has no approved DLT text: add it in Messages → Templates.',
    message: 'This SMS template has no approved DLT text: add it in Messages → Templates.',
  }),
  msg({
    id: 'This UPI payment is already confirmed.',
    message: 'This UPI payment is already confirmed.',
  }),
  msg({
    id: 'This backup was made by a newer version of the portal. Reload the page to get the newer version, then restore it.',
    message:
      'This backup was made by a newer version of the portal. Reload the page to get the newer version, then restore it.',
  }),
  msg({ id: 'This batch has ended.', message: 'This batch has ended.' }),
  msg({
    id: 'This batch is full: all {capacity} seats are taken. Put the student on the waiting list instead.',
    message:
      'This batch is full: all {capacity} seats are taken. Put the student on the waiting list instead.',
  }),
  msg({
    id: 'This branch already has a holiday on that day.',
    message: 'This branch already has a holiday on that day.',
  }),
  msg({
    id: 'This challenge has already been decided.',
    message: 'This challenge has already been decided.',
  }),
  msg({ id: 'This class is cancelled.', message: 'This class is cancelled.' }),
  msg({
    id: 'This class was cancelled: it has no register.',
    message: 'This class was cancelled: it has no register.',
  }),
  msg({
    id: 'This enquiry is closed: it was admitted or merged.',
    message: 'This enquiry is closed: it was admitted or merged.',
  }),
  msg({
    id: 'This file has no columns the portal can read. It needs a header row with a reference column (Reference, UTR, Description, Narration, Remarks or Particulars) and an amount column (Credit, Deposit or Amount).',
    message:
      'This file has no columns the portal can read. It needs a header row with a reference column (Reference, UTR, Description, Narration, Remarks or Particulars) and an amount column (Credit, Deposit or Amount).',
  }),
  msg({
    id: 'This file has no credits with a 12-digit UTR.',
    message: 'This file has no credits with a 12-digit UTR.',
  }),
  msg({
    id: 'This file is not a backup of this portal. Choose a .json file made with Export Backup.',
    message:
      'This file is not a backup of this portal. Choose a .json file made with Export Backup.',
  }),
  msg({
    id: 'This installment is already paid in full.',
    message: 'This installment is already paid in full.',
  }),
  msg({
    id: 'This link is incomplete. Open the whole link from the e-mail.',
    message: 'This link is incomplete. Open the whole link from the e-mail.',
  }),
  msg({
    id: 'This list cannot be sorted by that.',
    message: 'This list cannot be sorted by that.',
  }),
  msg({
    id: 'This message carried a link that opens an account, and the link is not kept once a message is given up. Issue a new set-up code, or the person can use Forgot password.',
    message:
      'This message carried a link that opens an account, and the link is not kept once a message is given up. Issue a new set-up code, or the person can use Forgot password.',
  }),
  msg({
    id: 'This message is already waiting to be sent.',
    message: 'This message is already waiting to be sent.',
  }),
  msg({ id: 'This message is being sent now.', message: 'This message is being sent now.' }),
  msg({
    id: 'This message was sent; it is not sent again.',
    message: 'This message was sent; it is not sent again.',
  }),
  msg({
    id: 'This mobile number is not one of the student’s parents.',
    message: 'This mobile number is not one of the student’s parents.',
  }),
  msg({
    id: 'This payment has already been refunded in full.',
    message: 'This payment has already been refunded in full.',
  }),
  msg({
    id: 'This question has a numerical answer: enter it.',
    message: 'This question has a numerical answer: enter it.',
  }),
  msg({
    id: 'This question has options: choose the right ones.',
    message: 'This question has options: choose the right ones.',
  }),
  msg({ id: 'This question is not in the test.', message: 'This question is not in the test.' }),
  msg({
    id: 'This question is not in your paper.',
    message: 'This question is not in your paper.',
  }),
  msg({
    id: 'This refund request was made for another payment. Close the dialog and open Refund again.',
    message:
      'This refund request was made for another payment. Close the dialog and open Refund again.',
  }),
  msg({
    id: 'This student studies at another branch.',
    message: 'This student studies at another branch.',
  }),
  msg({
    id: 'This test has been submitted. Answers can no longer be changed.',
    message: 'This test has been submitted. Answers can no longer be changed.',
  }),
  msg({
    id: 'This test has not opened yet. Please come back at the start time.',
    message: 'This test has not opened yet. Please come back at the start time.',
  }),
  msg({ id: 'This test is already published.', message: 'This test is already published.' }),
  msg({
    id: 'This test is not for your roll number. Check the roll number and date of birth.',
    message: 'This test is not for your roll number. Check the roll number and date of birth.',
  }),
  msg({ id: 'This test is not open yet.', message: 'This test is not open yet.' }),
  msg({
    id: 'This test is not published, so it has no window to close.',
    message: 'This test is not published, so it has no window to close.',
  }),
  msg({
    id: 'This test is published, so its paper is frozen: only the closing time and the instructions can change.',
    message:
      'This test is published, so its paper is frozen: only the closing time and the instructions can change.',
  }),
  msg({
    id: 'Total fees must be at least ₹1 for each installment.',
    message: 'Total fees must be at least ₹1 for each installment.',
  }),
  msg({ id: 'Type a message before sending.', message: 'Type a message before sending.' }),
  msg({
    id: 'Use Admit as Student to admit them: it records the student.',
    message: 'Use Admit as Student to admit them: it records the student.',
  }),
  msg({
    id: 'Working hours must include at least one day.',
    message: 'Working hours must include at least one day.',
  }),
  msg({
    id: 'You can pay a maximum of ₹{remaining} for this installment.',
    message: 'You can pay a maximum of ₹{remaining} for this installment.',
  }),
  msg({
    id: 'You can refund at most ₹{refundable} of this payment.',
    message: 'You can refund at most ₹{refundable} of this payment.',
  }),
  msg({
    id: 'You have already challenged this question.',
    message: 'You have already challenged this question.',
  }),
  msg({ id: 'You have not started this test.', message: 'You have not started this test.' }),
  msg({
    id: 'Your refund limit is {limit}. Ask the owner to refund more.',
    message: 'Your refund limit is {limit}. Ask the owner to refund more.',
  }),
  msg({
    id: 'Your test continued on another device. This page no longer saves answers.',
    message: 'Your test continued on another device. This page no longer saves answers.',
  }),
  msg({
    id: 'Ask for at most 1000 roll numbers at a time.',
    message: 'Ask for at most 1000 roll numbers at a time.',
  }),
  msg({
    id: 'The page size must be from 1 to 1000.',
    message: 'The page size must be from 1 to 1000.',
  }),
  msg({
    id: "The student is already on this batch's waiting list.",
    message: "The student is already on this batch's waiting list.",
  }),
  msg({
    id: 'After the {percent}% concession the fee is ₹{netFee}: at least ₹1 is needed for each installment.',
    message:
      'After the {percent}% concession the fee is ₹{netFee}: at least ₹1 is needed for each installment.',
  }),
  msg({
    id: 'Receipt {number} has refunds against it: it cannot be cancelled.',
    message: 'Receipt {number} has refunds against it: it cannot be cancelled.',
  }),
  msg({
    id: 'This backup changes receipts or credit notes already issued here: {receipts}. A restore never changes an issued receipt, so nothing was restored.',
    message:
      'This backup changes receipts or credit notes already issued here: {receipts}. A restore never changes an issued receipt, so nothing was restored.',
  }),
  msg({ id: "Choose one of the batch's faculty.", message: "Choose one of the batch's faculty." }),
  msg({
    id: 'This UPI payment is {status}: only one awaiting verification can be confirmed or rejected.',
    message:
      'This UPI payment is {status}: only one awaiting verification can be confirmed or rejected.',
  }),
  msg({
    id: 'This test is published, so it cannot be {action}.',
    message: 'This test is published, so it cannot be {action}.',
  }),
  msg({
    id: 'The admissions settings have no {kind} stage.',
    message: 'The admissions settings have no {kind} stage.',
  }),
  msg({
    id: 'The text does not match DLT template {templateId} (a word differs from the approved text, or a value is over {max} characters), so it was not sent.',
    message:
      'The text does not match DLT template {templateId} (a word differs from the approved text, or a value is over {max} characters), so it was not sent.',
  }),
  msg({
    id: 'A class on {day} is in school hours (08:00-14:00).',
    message: 'A class on {day} is in school hours (08:00-14:00).',
  }),
  msg({
    id: 'A total fee of {totalFee} cannot make {count} installments of at least ₹1 each.',
    message: 'A total fee of {totalFee} cannot make {count} installments of at least ₹1 each.',
  }),
  msg({
    id: 'A fee must be a whole, non-negative number of rupees, not {fee}.',
    message: 'A fee must be a whole, non-negative number of rupees, not {fee}.',
  }),
  msg({
    id: 'Only a whole, non-negative number of rupees can be split, not {total}.',
    message: 'Only a whole, non-negative number of rupees can be split, not {total}.',
  }),
  msg({
    id: 'A roll number sequence must be a whole number from 1, not {sequence}.',
    message: 'A roll number sequence must be a whole number from 1, not {sequence}.',
  }),
  // An enquiry's history lines, stored as written and shown in its timeline.
  msg({ id: 'Merged {name} into this enquiry.', message: 'Merged {name} into this enquiry.' }),
  msg({ id: 'Merged into {name}.', message: 'Merged into {name}.' }),
  msg({ id: 'Agreed to WhatsApp messages.', message: 'Agreed to WhatsApp messages.' }),
  msg({ id: 'Withdrew the WhatsApp opt-in.', message: 'Withdrew the WhatsApp opt-in.' }),
  msg({ id: 'Asked for no more messages.', message: 'Asked for no more messages.' }),
  msg({ id: 'Agreed to messages again.', message: 'Agreed to messages again.' }),
  msg({
    id: 'Unsubscribed by the link in a message.',
    message: 'Unsubscribed by the link in a message.',
  }),
  // The server's own refusals of signed-in requests (server/).
  msg({
    id: 'Another class was saved at this time a moment ago. Look at the timetable again and choose another time.',
    message:
      'Another class was saved at this time a moment ago. Look at the timetable again and choose another time.',
  }),
  msg({
    id: 'Another school already signs in with this e-mail. Give this school a different one.',
    message: 'Another school already signs in with this e-mail. Give this school a different one.',
  }),
  msg({
    id: 'Not paid within a day. Start Pay Now again to pay.',
    message: 'Not paid within a day. Start Pay Now again to pay.',
  }),
  msg({
    id: 'Online payment is not available right now. Try again in a few minutes, or pay by another way.',
    message:
      'Online payment is not available right now. Try again in a few minutes, or pay by another way.',
  }),
  msg({
    id: 'Online payment was not available when this was started. Nothing was charged.',
    message: 'Online payment was not available when this was started. Nothing was charged.',
  }),
  msg({
    id: 'Only the admin can issue set-up codes.',
    message: 'Only the admin can issue set-up codes.',
  }),
  msg({
    id: 'Replaced by a Pay Now of another amount on this installment. A payment made on it is still recorded.',
    message:
      'Replaced by a Pay Now of another amount on this installment. A payment made on it is still recorded.',
  }),
  msg({
    id: 'The file is not a PDF (its content does not start with %PDF-).',
    message: 'The file is not a PDF (its content does not start with %PDF-).',
  }),
  msg({
    id: 'The institute does not take payments online. Pay by another way shown on this page.',
    message: 'The institute does not take payments online. Pay by another way shown on this page.',
  }),
  msg({ id: 'The payment did not go through.', message: 'The payment did not go through.' }),
  msg({
    id: 'This WhatsApp template has no approved template name: add it in Messages → Templates.',
    message:
      'This WhatsApp template has no approved template name: add it in Messages → Templates.',
  }),
  msg({
    id: 'This payment was taken through Razorpay, which is not set up on this server: it cannot be refunded here. Set up Razorpay, or refund it from the Razorpay dashboard.',
    message:
      'This payment was taken through Razorpay, which is not set up on this server: it cannot be refunded here. Set up Razorpay, or refund it from the Razorpay dashboard.',
  }),
  msg({
    id: 'Razorpay did not make the refund ({detail}). Nothing was refunded or recorded; try again in a few minutes.',
    message:
      'Razorpay did not make the refund ({detail}). Nothing was refunded or recorded; try again in a few minutes.',
  }),
];
