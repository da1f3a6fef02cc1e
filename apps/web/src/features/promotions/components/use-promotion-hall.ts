import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { promotionStatusQuery } from '../api/promotions-api';
import type { HallItem } from './promotion-status';

/** The signed-in real member's status per promotion id; empty for visitors and trial members, who may not ask. */
export const usePromotionHall = () => {
  const token = useRealMemberToken();
  const status = useQuery(promotionStatusQuery(token));
  const byId = useMemo(() => new Map<number, HallItem>((status.data?.list ?? []).map((item) => [item.promotionId, item])), [status.data]);
  return { token, byId, list: status.data?.list, status };
};
