/** The token of an `Authorization: Bearer …` header; '' when there is none. */
export function bearerToken(authorization: string | undefined): string {
  const value = authorization ?? '';
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : '';
}
