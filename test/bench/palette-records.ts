// Deterministic records for the palette benches, across every kind the server's search answers and
// described as it would describe them (names, emails, places, statuses), so the matcher sees realistic text.
import type { RecordHit } from '../../commands/search';

const FIRST = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Thomas', 'Mia', 'James', 'Sarah', 'Priya', 'Wei', 'Minh', 'Fatima', 'Aroha', 'Liam', 'Grace', 'Daniel', 'Chloe', 'Ethan', 'Zoe', 'Lucas', 'Ruby', 'Henry', 'Sofia', 'Leo', 'Ava', 'Oscar', 'Ella'];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Singh', 'Chen', "O'Brien", 'Kelly', 'Martin', 'Anderson', 'White', 'Patel', 'Walker', 'Harris', 'Lee', 'Ryan', 'Thompson', 'Kaur', 'Tran', 'Murphy', 'Clarke', 'Robinson', 'Young', 'King', 'Wright', 'Scott', 'Green'];
const PLACES = ['Melbourne VIC', 'Parramatta NSW', 'Wagga Wagga NSW', 'Cairns QLD', 'Footscray VIC', 'Hobart TAS', 'Geelong VIC', 'Townsville QLD', 'Fremantle WA', 'Darwin NT'];
const STATUSES = ['New', 'Enabled', 'Interview process', 'Rejected', 'Contract signed', 'Onboarding'];

/** `n` records with ids from 100,000 (clear of the seeded database's own). */
export function makeRecords(n: number): RecordHit[] {
  let seed = 42;
  const pick = <T>(list: readonly T[]) => list[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % list.length];
  return Array.from({ length: n }, (_, i) => {
    const id = 100_000 + i;
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const roll = i % 20;
    if (roll < 12) return { kind: 'applicant', id, title: name, subtitle: `${name.toLowerCase().replace(/[^a-z]/g, '.')}${i}@example.com · ${pick(STATUSES)}`, path: `/staff/applicants/detail/${id}` };
    if (roll < 15) return { kind: 'application', id, title: `Application ${id}: ${name}`, subtitle: `Assistant in Nursing – ${pick(PLACES)} · ${pick(STATUSES)}`, path: `/job/applications?application=${id}` };
    if (roll < 17) return { kind: 'provider', id, title: `${pick(LAST)} Aged Care ${i}`, subtitle: `care${i}@example.org · ${pick(PLACES)} · active`, path: `/provider/manage/organisation-info?provider_id=${id}` };
    if (roll < 19) return { kind: 'facility', id, title: `${pick(LAST)} House ${i}`, subtitle: `${pick(LAST)} Aged Care · ${pick(PLACES)}`, path: `/provider/manage/facility?facility_id=${id}` };
    return { kind: 'jobAd', id, title: `Support Worker – ${pick(PLACES)}`, subtitle: `Published · ${pick(PLACES)}`, path: `/job/ads/view/${id}` };
  });
}
