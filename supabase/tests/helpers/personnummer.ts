/** Check digit of a Swedish personnummer: Luhn over YYMMDDNNN (weights 2,1,2,…). */
export function luhnDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid personnummer YYYYMMDD-NNNC for a birth date and a 3-digit serial. */
export function personnummer(birthDate: string, serial: number): string {
  const date = birthDate.replaceAll('-', '');
  const nnn = String(serial).padStart(3, '0');
  return `${date}-${nnn}${luhnDigit(date.slice(2) + nnn)}`;
}
