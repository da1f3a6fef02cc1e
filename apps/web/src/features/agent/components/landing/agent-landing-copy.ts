/**
 * The agent login page's marketing copy. It is in Chinese whatever the interface language, so
 * it lives here rather than in the catalogs (which a translator would translate).
 */
export const agentLandingCopy = {
  headline: '成为我们的合作代理，轻松开启收益',
  intro: '零成本加盟，专业团队全程扶持，推广越多，收益越高。',
  benefits: [
    { title: '高额佣金', body: '按团队业绩分成，佣金日结、周结灵活选择，收益实时可查。' },
    { title: '团队管理', body: '开户、下线管理、合约签订一站完成，团队状况一目了然。' },
    { title: '专属服务', body: '一对一代理顾问，推广素材与运营建议随时提供。' },
  ],
  hoursLabel: '咨询时间',
  hours: '工作日 12:00-21:00',
} as const;
