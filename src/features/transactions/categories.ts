import {
  IconBus,
  IconCash,
  IconDeviceGamepad2,
  IconHeartbeat,
  IconHome,
  IconShoppingBag,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

import { EXPENSE_CATEGORIES, type Category, type TransactionType } from '@/data/types';

export const categoryIcons: Record<Category, Icon> = {
  shopping: IconShoppingBag,
  food: IconToolsKitchen2,
  transport: IconBus,
  housing: IconHome,
  entertainment: IconDeviceGamepad2,
  health: IconHeartbeat,
  income: IconCash,
};

/** Spec §3: income offers only the income category; expense offers all the others. */
export function categoriesFor(type: TransactionType): readonly Category[] {
  return type === 'income' ? ['income'] : EXPENSE_CATEGORIES;
}
