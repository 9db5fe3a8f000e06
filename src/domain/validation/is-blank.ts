// "Required" means something other than whitespace was typed; forms hand over null before a field is touched.
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
