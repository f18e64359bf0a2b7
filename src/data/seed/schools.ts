// The sample partner schools.
import { DEMO_SCHOOL_EMAIL, DEMO_SCHOOL_NAME } from '../demo-logins';
import type { School } from '../schemas';

export const SCHOOLS: School[] = [
  {
    id: 'school-dps-noida',
    name: DEMO_SCHOOL_NAME,
    address: 'Sector 30',
    city: 'Noida',
    state: 'Uttar Pradesh',
    principalName: 'Dr. Meenakshi Rao',
    contactEmail: DEMO_SCHOOL_EMAIL,
    contactPhone: '9810123456',
  },
  {
    id: 'school-kv-jaipur',
    name: 'Kendriya Vidyalaya, Jaipur',
    address: 'Bajaj Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    principalName: 'Mr. Ramesh Chandra',
    contactEmail: 'principal@kvjaipur.example.com',
    contactPhone: '9829123456',
  },
  {
    id: 'school-st-xaviers-kota',
    name: "St. Xavier's School, Kota",
    address: 'Civil Lines',
    city: 'Kota',
    state: 'Rajasthan',
    principalName: 'Fr. Thomas Mathew',
    contactEmail: 'office@stxavierskota.example.com',
    contactPhone: '9414123456',
  },
];
