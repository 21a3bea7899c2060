/** The password strategy the demo data starts with, as the settings page saves it (the contract's default). */
export { DEFAULT_PASSWORD_STRATEGY as DEFAULT_STRATEGY } from '../../../contract/iam-admin.rules';
