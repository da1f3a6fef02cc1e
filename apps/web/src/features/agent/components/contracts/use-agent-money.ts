export { useAgentMoney } from '../shared/use-agent-money';
