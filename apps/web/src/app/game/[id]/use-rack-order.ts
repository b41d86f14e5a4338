'use client';

import { useCallback, useState } from 'react';
import { carryOrder, identityOrder } from './turn-state';

/**
 * The rack's display order (the player's arrangement, by slot of the server's rack), carried
 * over to each new rack: the tiles still held stay where they were, new ones go at the end.
 */
export function useRackOrder(rack: string): [number[], (order: number[]) => void] {
  const [orderState, setOrderState] = useState(() => ({
    rack,
    order: identityOrder(rack.length),
  }));
  let order = orderState.order;
  if (orderState.rack !== rack) {
    order = carryOrder(orderState.rack, orderState.order, rack);
    setOrderState({ rack, order });
  }
  const setOrder = useCallback((next: number[]) => setOrderState({ rack, order: next }), [rack]);
  return [order, setOrder];
}
