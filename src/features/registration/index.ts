export { RegistrationWizard } from './components/registration-wizard';
export { registrationCopy } from './copy';
