export * from './on-road';
export * from './emi';
export * from './running-cost';
