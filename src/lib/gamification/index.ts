export * from './xp-rules';
export * from './streaks';
export * from './badges';
export * from './competition';
export * from './fair-play';
