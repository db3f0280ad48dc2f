export * from './sync';
