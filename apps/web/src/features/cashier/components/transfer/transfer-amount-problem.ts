export type TransferLimits = { minAmount: number; maxAmount: number; balance: number };
export type TransferAmountProblem = 'invalid' | 'range' | 'overBalance';

/** What is wrong with the typed amount, checked against the limits and balance once they are known. */
export const transferAmountProblem = (text: string, amount: number | null, limits: TransferLimits | undefined): TransferAmountProblem | undefined => {
  if (text === '' || !limits) return undefined;
  if (amount === null) return 'invalid';
  if (amount < limits.minAmount || amount > limits.maxAmount) return 'range';
  return amount > limits.balance ? 'overBalance' : undefined;
};
