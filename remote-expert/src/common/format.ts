/** Euro cents as a price in the page's language, e.g. "150 €" / "€150". */
export const formatFee = (cents: number, language: string): string =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
