export { default } from '@wordrise/tailwind-config/postcss';
