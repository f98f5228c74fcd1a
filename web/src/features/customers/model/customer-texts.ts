/** The spec names no creation failure text for customers; this one matches the suppliers' 'Failed to create supplier'. */
export const CREATE_CUSTOMER_FAILED = 'Failed to create customer';
