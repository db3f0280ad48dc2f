export { render, renderApp } from './render';
export { signInAs, signOut, testUser } from './auth';
