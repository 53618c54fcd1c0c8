import type { Employee } from '../../../schemas/employee';

export const fullName = (e: Pick<Employee, 'first_name' | 'last_name' | 'username'>) => `${e.first_name} ${e.last_name}`.trim() || e.username;
