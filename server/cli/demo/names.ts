/** Given and family names from many places, as a company of 250 people would have them. */

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Amelia', 'Noah', 'Isla', 'Oliver', 'Ava', 'Elijah', 'Mia', 'James', 'Sophia', 'Lucas', 'Grace', 'Henry',
  'Chloe', 'Samuel', 'Hannah', 'Daniel', 'Ella', 'Jack', 'Emily', 'Thomas', 'Ruby', 'Oscar', 'Lily', 'Leo', 'Freya', 'Max',
  'Priya', 'Arjun', 'Ananya', 'Rohan', 'Kavya', 'Vikram', 'Meera', 'Aditya', 'Divya', 'Sanjay', 'Neha', 'Rahul',
  'Wei', 'Mei', 'Jun', 'Li Na', 'Hao', 'Xin', 'Yuki', 'Haruto', 'Sakura', 'Kenji', 'Aiko', 'Min-jun', 'Seo-yeon', 'Ji-ho',
  'Chidi', 'Amara', 'Kwame', 'Ngozi', 'Tunde', 'Zainab', 'Kofi', 'Ama', 'Emeka', 'Folake',
  'Mateo', 'Sofía', 'Diego', 'Valentina', 'Javier', 'Lucía', 'Carlos', 'Camila', 'Andrés', 'Isabela', 'José', 'Ximena',
  'Omar', 'Layla', 'Youssef', 'Fatima', 'Karim', 'Noor', 'Hassan', 'Leila', 'Tariq', 'Yasmin',
  'Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Clara', 'Matteo', 'Giulia', 'Luca', 'Chiara', 'Hugo', 'Léa', 'Louis', 'Chloé',
  'Piotr', 'Zofia', 'Jakub', 'Agnieszka', 'Mikael', 'Ingrid', 'Søren', 'Astrid', 'Erik', 'Sanna', 'Nikolai', 'Daria',
  'Zoë', 'Renée', 'Aidan', 'Siobhan', 'Ciarán', 'Niamh', 'Malia', 'Keanu', 'Tane', 'Aroha', 'Gabriel', 'Beatriz',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright',
  'Thompson', 'Green', 'Hall', 'Wood', 'Clarke', 'Hughes', 'Edwards', 'Turner', 'Hill', 'Morgan', 'Cooper', 'Ward',
  'Patel', 'Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Raman', 'Kapoor', 'Singh', 'Das', 'Chopra',
  'Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Lin', 'Tanaka', 'Sato', 'Nakamura', 'Suzuki', 'Kim', 'Park', 'Lee', 'Choi',
  'Okafor', 'Adeyemi', 'Mensah', 'Nwosu', 'Boateng', 'Okonkwo', 'Abubakar', 'Eze', 'Owusu', 'Balogun',
  'García', 'Martínez', 'Rodríguez', 'López', 'Hernández', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Silva',
  'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Farah', 'Saleh', 'Aziz', 'Rahman', 'Karimi', 'Hosseini',
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Rossi', 'Russo', 'Bianchi', 'Romano', 'Dubois', 'Lefèvre', 'Moreau',
  'Nowak', 'Kowalski', 'Wiśniewski', 'Andersson', 'Johansson', 'Nielsen', 'Hansen', 'Virtanen', 'Novák', 'Ivanova',
  "O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Ngata', 'Tui', 'Fernandes', 'Costa', 'Santos', 'de Vries', 'Janssen', 'Bakker',
] as const;

const SPELLED: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', œ: 'oe' };

/** The ASCII an address is made of: "Søren" → "soren", "O'Brien" → "obrien", "Li Na" → "lina". */
export function emailPart(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
    .replace(/[øæßłđœ]/g, (c) => SPELLED[c]!).replace(/[^a-z0-9]/g, '');
}
