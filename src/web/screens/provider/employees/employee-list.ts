// The kit list of /provider/employees (its route row's page): the marketplace's internal employees with
// their account type and status. Add and import are pages of their own; Enter opens an employee; alt+p
// resets the focused one's password.
import { defineList } from '../../generic/screen-spec';

export const employeeList = defineList({
  command: 'employee.list',
  kind: 'employee',
  testId: 'employees',
  show: ['name', 'email', 'phone', 'position', 'account_type', 'status', 'suburb', 'state', 'start_date', 'created_at'],
  columns: {
    position: { label: 'placesEmployees.employee.column.position' },
    account_type: { label: 'placesEmployees.employee.column.account_type' },
    status: { label: 'placesEmployees.employee.column.status' },
    start_date: { label: 'placesEmployees.employee.column.start_date', format: 'text' },
  },
  open: (row) => `/provider/employees/view/${row.id}`,
  actions: [{ command: 'employee.resetPassword', label: 'placesEmployees.employee.resetPassword' }],
  search: 'placesEmployees.employee.search',
  filters: {
    status: { label: 'placesEmployees.employee.filter.status', all: 'placesEmployees.employee.filter.allStatuses' },
    account_type: { label: 'placesEmployees.employee.filter.accountType', all: 'placesEmployees.employee.filter.allTypes' },
  },
  page: {
    hint: 'placesEmployees.employee.hint',
    testId: 'employees-page',
    links: [
      { href: '/provider/employees/import', label: 'placesEmployees.employee.import', testId: 'employees-import' },
      { href: '/provider/employees/add', label: 'placesEmployees.employee.add', primary: true, testId: 'employees-add' },
    ],
  },
});
