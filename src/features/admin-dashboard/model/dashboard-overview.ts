// What the admin dashboard shows, worked out from the stored lists.
import { feeTotals } from '@/data';
import type { Candidate, FeeTotals, Material, School, Student, Ticket } from '@/data';

/** The dashboard lists this many of the newest STSE registrations. */
export const RECENT_REGISTRATION_COUNT = 5;

export type DashboardOverview = {
  fees: FeeTotals;
  studentCount: number;
  candidateCount: number;
  schoolCount: number;
  materialCount: number;
  openTicketCount: number;
  /** Newest first. */
  recentCandidates: Candidate[];
};

export function dashboardOverview(lists: {
  students: readonly Student[];
  /** Newest registration first, as the repository lists them. */
  candidates: readonly Candidate[];
  schools: readonly School[];
  materials: readonly Material[];
  tickets: readonly Ticket[];
}): DashboardOverview {
  return {
    fees: feeTotals(lists.students),
    studentCount: lists.students.length,
    candidateCount: lists.candidates.length,
    schoolCount: lists.schools.length,
    materialCount: lists.materials.length,
    openTicketCount: lists.tickets.filter((ticket) => ticket.status === 'Open').length,
    recentCandidates: lists.candidates.slice(0, RECENT_REGISTRATION_COUNT),
  };
}
