/** `n•••@example.com`: enough for the owner of the old address to recognise, not a full address to a stranger. */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
