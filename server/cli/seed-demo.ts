// SCAFFOLD: the seed helper writes this.
