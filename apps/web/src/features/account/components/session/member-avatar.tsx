import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { memberIconQuery } from '../../queries/member-queries';

/** The avatar from /wps/member/info/icon; the initials while it loads or when the image fails. */
export const MemberAvatar = ({ token, fallback }: { token: string; fallback: string }) => {
  const icon = useQuery(memberIconQuery(token));
  const [failed, setFailed] = useState<string | null>(null);
  const url = icon.data?.iconUrl;
  const initials = icon.data?.initials || fallback.slice(0, 2).toUpperCase();
  return (
    <span
      className="inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-semibold text-fg"
      aria-hidden="true"
      data-testid="header-avatar"
    >
      {url && failed !== url ? <img src={url} alt="" width={32} height={32} className="size-full object-cover" onError={() => setFailed(url)} /> : initials}
    </span>
  );
};
