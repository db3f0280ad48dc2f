import { Notifications } from '@mantine/notifications';

/** Where toasts appear (src/components/toast.ts shows them). */
export default function Toasts() {
  return <Notifications position="top-center" limit={3} />;
}
