// The kit list of /files/list: the console's shared documents.
import { defineList } from '../generic/screen-spec';

export const libraryFileList = defineList({
  command: 'file.list',
  kind: 'libraryFile',
  testId: 'files',
  show: ['title', 'file_name', 'type', 'size_label', 'description', 'uploaded_by_name', 'created_at'],
  columns: {
    title: { label: 'placesEmployees.files.column.title', format: 'title' },
    file_name: { label: 'placesEmployees.files.column.file_name' },
    type: { label: 'placesEmployees.files.column.type', format: 'text' },
    size_label: { label: 'placesEmployees.files.column.size', format: 'text' },
    description: { label: 'placesEmployees.files.column.description' },
    uploaded_by_name: { label: 'placesEmployees.files.column.uploaded_by_name' },
  },
  open: null,
  search: 'placesEmployees.files.search',
  filters: { type: { label: 'placesEmployees.files.filter.type', all: 'placesEmployees.files.filter.allTypes' } },
});
