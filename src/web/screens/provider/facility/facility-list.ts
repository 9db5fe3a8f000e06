// The kit list of a provider's facilities (/provider/manage/facility/:id).
import { defineList } from '../../generic/screen-spec';

export const facilityList = defineList({
  command: 'facility.list',
  kind: 'facility',
  testId: 'facilities',
  show: ['name', 'address', 'suburb', 'state', 'postcode', 'phone', 'contact_name', 'active', 'created_at'],
  columns: {
    contact_name: { label: 'placesEmployees.facility.column.contact_name' },
    active: { label: 'placesEmployees.facility.column.active' },
  },
  // The page edits the focused facility beside the list; there is no other page to open.
  open: null,
  search: 'placesEmployees.facility.search',
  filters: { active: { label: 'placesEmployees.facility.filter.active', all: 'placesEmployees.facility.filter.any', true: 'placesEmployees.facility.filter.yes', false: 'placesEmployees.facility.filter.no' } },
});
