export { AddTransactionForm, RETURN_HOME_DELAY_MS } from './components/add-transaction-form';
export { TransactionList, TRANSACTIONS_PAGE_SIZE } from './components/transaction-list';
export { transactionsCopy } from './copy';
