import { languages } from '@gp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../app/session/use-staff-roles';
import { fetchVipProgramme, vipKeys } from './vip-api';
import { canEditVip } from './vip-permissions';

/** "0 Member, 1 Bronze, …" in the staff member's language (else English), for fields that take VIP level numbers; empty until loaded or without access. */
export const useVipLevelNames = (): string => {
  const { i18n } = useTranslation();
  const allowed = canEditVip(useStaffRoles());
  const programme = useQuery({ queryKey: vipKeys.programme, queryFn: ({ signal }) => fetchVipProgramme(signal), enabled: allowed, staleTime: 60_000 });
  const code = languages.find((l) => l.tag === i18n.language)?.code ?? 'EN';
  return (programme.data?.levels ?? []).map((l) => `${l.level} ${l.names[code] ?? l.names.EN ?? ''}`.trim()).join(', ');
};
