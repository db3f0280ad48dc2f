/** The data types the transaction components show (components don't import data/ directly). */
export type { Category, TransactionRow, TransactionType } from '@/data/types';
