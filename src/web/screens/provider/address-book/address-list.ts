// The kit list of a provider's address book (/provider/manage/address-book/:id); the default first.
import { defineList } from '../../generic/screen-spec';

export const addressList = defineList({
  command: 'address.list',
  kind: 'providerAddress',
  testId: 'addresses',
  show: ['label', 'is_default', 'address', 'suburb', 'state', 'postcode', 'contact_name', 'contact_phone', 'updated_at'],
  columns: {
    label: { label: 'placesEmployees.address.column.label', format: 'title' },
    is_default: { label: 'placesEmployees.address.column.is_default' },
    contact_name: { label: 'placesEmployees.address.column.contact_name' },
    contact_phone: { label: 'placesEmployees.address.column.contact_phone', format: 'phone' },
  },
  open: null,
  actions: [
    { command: 'address.setDefault', label: 'placesEmployees.address.makeDefault' },
    { command: 'address.delete', label: 'placesEmployees.address.remove' },
  ],
  search: 'placesEmployees.address.search',
});
