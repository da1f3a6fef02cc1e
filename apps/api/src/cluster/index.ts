export { createCluster, createLocalCluster, type Cluster, type ClusterOptions } from './cluster';
export type { ClusterBus, ClusterHandler, ClusterMessage } from './cluster-bus';
export type { JobLeases } from './job-leases';
export { createLifecycle, type Lifecycle } from './lifecycle';
