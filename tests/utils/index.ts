export { render, renderApp } from './render';
export { signInAs, signInMember, signOut, testUser } from './auth';
export { serveLessonTexts } from './lesson-server';
