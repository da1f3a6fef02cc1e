/** Inbox item ids (`n12`, `m5`) split by source, duplicates dropped; the contract has checked their shape. */
export const parseItemIds = (raw: readonly string[]) => {
  const unique = [...new Set(raw)];
  return {
    raw: unique,
    notices: unique.filter((id) => id.startsWith('n')).map((id) => BigInt(id.slice(1))),
    messages: unique.filter((id) => id.startsWith('m')).map((id) => BigInt(id.slice(1))),
  };
};
