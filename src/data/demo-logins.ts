// The demo logins (README): the class 12 student and the partner school. A module of their own,
// so the login page can show them without loading the sample data (and zod) with them.
export const DEMO_STUDENT_EMAIL = 'rahul.sharma@example.com';
export const DEMO_SCHOOL_EMAIL = 'principal@dpsnoida.example.com';
export const DEMO_SCHOOL_NAME = 'Delhi Public School, Noida';
// Server mode seeds the demo student and school with these passwords (README, "Demo logins").
export const DEMO_STUDENT_PASSWORD = 'student-demo-2026';
export const DEMO_SCHOOL_PASSWORD = 'school-demo-2026';
