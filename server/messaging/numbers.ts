// Indian mobile numbers as the providers take them: 91 and the 10 digits.
export function withCountryCode(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
