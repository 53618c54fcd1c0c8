/** The product's name, in the app, the API document and every email. */
export const PRODUCT_NAME = 'Competency 360';
