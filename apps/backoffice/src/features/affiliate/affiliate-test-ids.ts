export const affiliateTestIds = {
  nav: 'nav-affiliate-applications',
  page: 'bo-affiliate',
  status: 'bo-affiliate-status',
  member: 'bo-affiliate-member',
  row: 'bo-affiliate-row',
  approve: 'bo-affiliate-approve',
  upline: 'bo-affiliate-upline',
  approveSubmit: 'bo-affiliate-approve-submit',
  reject: 'bo-affiliate-reject',
  rejectReason: 'bo-affiliate-reject-reason',
  rejectSubmit: 'bo-affiliate-reject-submit',
} as const;
