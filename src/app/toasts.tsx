// The toasts' container, in a chunk of its own (src/app/providers.tsx loads it with the first toast).
export { Notifications } from '@mantine/notifications';
